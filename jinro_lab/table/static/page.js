// jinro_lab live table pages: one script for a seat, the projector and the game master.
// It reads its own token's state from the bot API (with the page's HTML fragments,
// written by the server in the page's language) and listens on the token's WebSocket,
// which says only "your view changed" ({"version": n}). A reloaded page, or one whose
// connection dropped, reads the state again: nothing is kept here that the server lacks.
"use strict";
(function () {
  const body = document.body;
  const kind = body.dataset.kind;
  const token = location.pathname.split("/")[2];
  const params = new URLSearchParams(location.search);
  let lang = params.get("lang") || body.dataset.lang || "en";
  let shown = -1; // the version on screen
  let acknowledged = -1; // the version the server answered the page's last accepted request with
  let asked = 0; // how many reads were sent: only the latest one's answer is drawn
  let timer = null; // {left, at} of the discussion timer
  let socket = null;
  let retry = 500;
  const WORDS = {
    en: {
      reconnecting: "Connection lost: reconnecting…",
      sending: "Sending…",
      offline: "The server cannot be reached; retrying…",
      sure: "Is this your choice?",
      yourName: "Your name",
      nameHint: "as the class will see it",
      saveName: "Save",
      you: "You are {name}",
      change: "Change",
      empty: "Write a name first.",
      long: "That name is too long: 16 characters at most.",
      control: "Use letters, digits and spaces only.",
      taken: "Another seat has that name already: choose another.",
      confirm: "Yes, send it",
      again: "No, choose again",
    },
    ja: {
      reconnecting: "接続が切れました。再接続しています…",
      sending: "送信中…",
      offline: "サーバーに接続できません。再試行しています…",
      sure: "これでよいですか？",
      yourName: "あなたの名前",
      nameHint: "クラスに表示される名前",
      saveName: "決定",
      you: "あなたの名前：{name}",
      change: "変更",
      empty: "名前を入力してください。",
      long: "名前が長すぎます。16文字までにしてください。",
      control: "文字・数字・空白だけを使ってください。",
      taken: "その名前はほかの席が使っています。別の名前にしてください。",
      confirm: "はい、送ります",
      again: "いいえ、選び直す",
    },
  };
  const word = (key) => (WORDS[lang] || WORDS.en)[key];
  const $ = (id) => document.getElementById(id);

  function put(id, html) {
    const el = $(id);
    if (el && el.innerHTML !== (html || "")) el.innerHTML = html || "";
  }

  // A page reads its state when its view changes, starting at most one read every READ_GAP ms
  // (the server's budget for a page's reads is 4 a second): the pushes that come meanwhile are
  // answered by one read at the end of the gap. Reads may overlap (a slow one never holds the
  // next back); only the latest one's answer is drawn.
  const READ_GAP = 300;
  let lastRead = 0;
  let due = null; // the read waiting for the end of the gap, if one is

  function refresh() {
    if (due) return due;
    const wait = lastRead + READ_GAP - Date.now();
    if (wait <= 0) {
      lastRead = Date.now();
      return read();
    }
    due = new Promise((done) =>
      setTimeout(() => {
        due = null;
        lastRead = Date.now();
        read().then(done, done);
      }, wait),
    );
    return due;
  }

  async function read() {
    const mine = ++asked;
    let response;
    try {
      laidOut = boxSize();
      response = await fetch(`/api/${kind}/${token}?html=1&lang=${encodeURIComponent(lang)}${laidOut}`, { cache: "no-store" });
    } catch (e) {
      $("connection").textContent = word("offline");
      setTimeout(refresh, 2000);
      return;
    }
    if (response.status === 429) {
      setTimeout(refresh, 1000); // read too often (several tabs of one seat): once more, a second later
      return;
    }
    if (!response.ok) {
      $("status").textContent = (await response.json().catch(() => ({}))).error || String(response.status);
      return;
    }
    const state = await response.json();
    if (mine !== asked) return; // a later read was sent since: this answer may be older than the screen
    if (state.version < acknowledged) {
      refresh(); // sent before what the server took: its screen would undo it (a saved name's form back)
      return;
    }
    draw(state);
  }

  function draw(state) {
    const h = state.html;
    shown = state.version;
    document.title = new DOMParser().parseFromString(h.title, "text/html").body.textContent;
    document.documentElement.lang = lang;
    put("title", h.title);
    put("status", h.status);
    put("picture", h.picture);
    keepReadable();
    put("log", h.log);
    putReplay(h.replay);
    if (kind === "seat") {
      drawName(state);
      put("secrets", h.secrets);
      put("outcome", h.outcome);
      put("reveal", h.reveal);
      put("choices-title", h.choices_title);
      drawChoices(state);
      showTimer(state);
    } else if (kind === "table") {
      put("votes", h.votes);
      put("seats", h.seats);
      showTimer(state);
      fitColumn();
    } else {
      put("seats", h.seats);
      put(
        "controls",
        (h.begin ? `<button type="button" class="begin">${h.begin}</button>` : "") +
          (h.cards ? `<a class="cards" href="/gm/${token}/cards?lang=${lang}" target="_blank" rel="noopener">${h.cards}</a>` : "") +
          (h.end_discussion ? `<button type="button" class="end-discussion">${h.end_discussion}</button>` : "")
      );
      showTimer(state);
    }
  }

  // the game's replay to download, once it is over (the seat's and the game master's pages)
  function putReplay(text) {
    const box = $("replay");
    if (!text) {
      box.textContent = "";
      return;
    }
    const href = `/api/${kind}/${encodeURIComponent(token)}/replay.html?lang=${encodeURIComponent(lang)}`;
    put("replay", `<a class="replay-link" download href="${href}">${text}</a>`);
  }

  // The choices as last drawn (and the latest state: a confirmation sends the latest version).
  // A read that brings the same choices leaves them, or a confirmation being asked, as they are:
  // another seat's move must not take the question from under the student's thumb.
  let latest = null;
  function drawChoices(state, again = false) {
    latest = state;
    const box = $("choices");
    const drawn = JSON.stringify([lang, state.choices.map((c) => [c.action, c.text, c.explain_html])]);
    if (!again && box.dataset.drawn === drawn) return;
    box.dataset.drawn = drawn;
    box.textContent = "";
    for (const choice of state.choices) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "choice";
      button.dataset.action = choice.action;
      const text = document.createElement("span");
      text.textContent = choice.text;
      button.appendChild(text);
      if (choice.explain) {
        const line = document.createElement("span");
        line.className = "explain";
        line.innerHTML = choice.explain_html; // escaped by the server, its rule IDs expanded
        button.appendChild(line);
      }
      button.addEventListener("click", () => confirmChoice(choice));
      box.appendChild(button);
    }
  }

  // The size the picture is laid out for, as the query asks for it: a seat's for the page's width (a
  // phone: the table's portrait shape), the projector's for its box (its text at 18 px: the picture
  // shown at its own size): as wide as the box and as high as the screen below the box's top, the
  // whole table seen without scrolling
  function boxSize() {
    let size = kind !== "gm" ? `&width=${Math.max(280, Math.min(4000, Math.round($("picture").clientWidth)))}` : "";
    if (kind === "table") size += `&height=${pictureHeight()}`;
    return size;
  }

  // A window resized (the projector's put on another screen, a phone turned) has its picture drawn
  // again for its new size once the resizing stops (RESIZE_WAIT ms without a resize: one read for a
  // drag, not one per step), not at the game's next change only
  const RESIZE_WAIT = 250;
  let laidOut = ""; // the size the latest read asked the picture for
  let resized = null;
  window.addEventListener("resize", () => {
    clearTimeout(resized);
    resized = setTimeout(() => {
      fitColumn();
      if (boxSize() !== laidOut) refresh();
    }, RESIZE_WAIT);
  });

  // The projector's column beside its picture shows what fits the screen, never more (nobody
  // scrolls a projector): the oldest announcements are left out first, a whole line at a time,
  // then the announcements, then the players' list (the seats' boxes name them too), then the
  // vote's least voted lines and the vote (its arrows on the picture show every ballot). A style
  // of its own hides them: the parts stay as the server wrote them.
  function fitColumn() {
    if (kind !== "table") return;
    let style = $("fit");
    if (!style) {
      style = document.createElement("style");
      style.id = "fit";
      document.head.appendChild(style);
    }
    const over = () => document.documentElement.scrollHeight > window.innerHeight;
    style.textContent = "";
    const lines = document.querySelectorAll("#log li").length;
    for (let hidden = 1; over() && hidden < lines; hidden++) {
      style.textContent = `#log li:nth-child(-n + ${hidden}) { display: none; }`;
    }
    if (!over()) return;
    const kept = "#log { display: none; } #seats { display: none; }";
    style.textContent = "#log { display: none; }";
    if (over()) style.textContent = kept;
    const votes = document.querySelectorAll("#votes li").length;
    for (let hidden = 1; over() && hidden < votes; hidden++) {
      style.textContent = `${kept} #votes li:nth-last-child(-n + ${hidden}) { display: none; }`;
    }
    if (over()) style.textContent = `${kept} #votes { display: none; }`;
  }

  // The projector's picture's room: the first screen's height below the picture's top, less the
  // page's own margin at the bottom (CSS px, 200 to 4000 as the server takes it)
  function pictureHeight() {
    const top = $("picture").getBoundingClientRect().top + window.scrollY;
    const margin = parseFloat(getComputedStyle(document.body).paddingBottom) || 0;
    return Math.max(200, Math.min(4000, Math.floor(window.innerHeight - top - margin)));
  }

  // A picture fitted to a phone keeps text of 10 px at least (the kit draws 14 px): one that
  // would shrink more keeps that size and scrolls sideways in its own box, never the page.
  function keepReadable() {
    const svg = document.querySelector("#picture svg");
    if (!svg) return;
    const drawn = parseFloat(svg.getAttribute("width")) || 0;
    $("picture").style.setProperty("--readable", `${Math.ceil((drawn * 10) / 14)}px`); // inherited by the SVG
  }

  // The student's nickname (issue 37): asked for until given; shown with a button to change it.
  let naming = false; // the form is open: a redraw must not take what is being typed
  function drawName(state) {
    const box = $("name");
    const mine = (state.names || {})[String(state.seat)];
    if (naming) {
      relabel(box); // the language changed while a name is typed: the form's words follow, the typing stays
      return;
    }
    if (box.dataset.name === (mine || "") && box.dataset.lang === lang) return;
    box.dataset.name = mine || "";
    box.dataset.lang = lang;
    box.textContent = "";
    if (mine) {
      const shown = document.createElement("span");
      shown.textContent = word("you").replace("{name}", mine);
      box.append(shown, " ", button("change-name", word("change"), () => nameForm(box, mine)));
    } else {
      nameForm(box, "");
    }
  }

  function nameForm(box, current) {
    naming = true;
    box.textContent = "";
    const label = document.createElement("label");
    label.htmlFor = "name-input";
    const input = document.createElement("input");
    input.id = "name-input";
    input.maxLength = 16;
    input.autocomplete = "nickname";
    input.value = current;
    const send = async () => {
      const answer = await post(`/api/seat/${token}/name`, { name: input.value });
      if (!answer) return;
      naming = false;
      box.dataset.name = "";
      await refresh();
    };
    input.addEventListener("keydown", (e) => e.key === "Enter" && send());
    box.append(label, input, button("save-name", "", send));
    relabel(box);
  }

  function relabel(box) {
    box.dataset.lang = lang;
    box.querySelector("label").textContent = word("yourName");
    box.querySelector("input").placeholder = word("nameHint");
    box.querySelector(".save-name").textContent = word("saveName");
  }

  // A choice is sent only once confirmed (a mis-tap on a phone costs nothing); until
  // it resolves the page says what was chosen (the server's "chosen", in the status).
  function confirmChoice(choice) {
    const box = $("choices");
    box.textContent = "";
    const ask = document.createElement("p");
    ask.className = "sure";
    ask.textContent = word("sure");
    const what = document.createElement("strong");
    what.className = "picked";
    what.textContent = choice.text;
    const yes = button("confirm", word("confirm"), () => act(choice.action, latest.version));
    box.append(ask, what, yes, button("again", word("again"), () => drawChoices(latest, true)));
    yes.focus();
  }

  function button(className, text, onClick) {
    const made = document.createElement("button");
    made.type = "button";
    made.className = className;
    made.textContent = text;
    made.addEventListener("click", onClick);
    return made;
  }

  // Sends ``data``; the server's answer if it took it (else null, its refusal shown). An answer's
  // version is the least one the page may draw from then on: a read sent before it is stale.
  async function post(path, data) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(data),
    });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) {
      // a refusal with a reason (a name taken...) in the page's own words, else the server's
      $("error").textContent = (answer.reason && word(answer.reason)) || answer.error || String(response.status);
      return null;
    }
    $("error").textContent = "";
    if (typeof answer.version === "number") acknowledged = Math.max(acknowledged, answer.version);
    return answer;
  }

  async function act(action, at) {
    for (const b of document.querySelectorAll("#choices button")) b.disabled = true;
    $("error").textContent = word("sending");
    await post(`/api/seat/${token}/act?lang=${encodeURIComponent(lang)}`, { action: action, at: at });
    delete $("choices").dataset.drawn; // sent (or refused): the next state's choices are drawn afresh
    await refresh();
  }

  function showTimer(state) {
    timer = state.timer
      ? { left: state.timer.remaining, running: state.timer.running, at: Date.now(), text: state.timer.text }
      : null;
    tick();
  }

  function tick() {
    const el = $("timer");
    if (!timer) {
      el.hidden = true;
      return;
    }
    // the clock stands until the game begins (the server says whether it runs)
    const left = timer.running ? Math.max(0, timer.left - (Date.now() - timer.at) / 1000) : timer.left;
    const m = Math.floor(left / 60);
    const s = Math.floor(left % 60);
    el.hidden = false;
    el.className = left > 0 ? "timer" : "timer done";
    el.innerHTML = "";
    el.append(`${m}:${String(s).padStart(2, "0")}`);
    const rule = document.createElement("span");
    rule.className = "rule";
    rule.textContent = timer.text;
    el.appendChild(rule);
  }

  function listen() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/${token}`);
    socket.onopen = () => {
      retry = 500;
      $("connection").textContent = "";
    };
    socket.onmessage = (message) => {
      const data = JSON.parse(message.data);
      if (data.version !== shown) refresh();
    };
    socket.onclose = () => {
      $("connection").textContent = word("reconnecting");
      setTimeout(() => {
        listen();
        refresh();
      }, retry);
      retry = Math.min(retry * 2, 5000);
    };
  }

  document.addEventListener("click", (event) => {
    const target = event.target.closest("button");
    if (!target) return;
    if (target.dataset.lang) {
      lang = target.dataset.lang;
      const url = new URL(location.href);
      url.searchParams.set("lang", lang);
      history.replaceState(null, "", url);
      markLang();
      if (kind === "seat" && naming) relabel($("name")); // at once, not when the next state comes
      refresh();
    } else if (target.classList.contains("begin")) {
      post(`/api/gm/${token}/begin`, {}).then(refresh);
    } else if (target.classList.contains("end-discussion")) {
      post(`/api/gm/${token}/end-discussion`, {}).then(refresh);
    } else if (target.classList.contains("hand")) {
      post(`/api/gm/${token}/hand`, { seat: Number(target.dataset.seat), to: target.dataset.to }).then(refresh);
    }
  });

  function markLang() {
    for (const b of document.querySelectorAll(".langs button")) b.classList.toggle("current", b.dataset.lang === lang);
  }

  markLang();
  refresh();
  listen();
  setInterval(tick, 1000);
  setInterval(refresh, 30000); // a safety net: a missed message costs at most this long
})();

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
  let asked = 0; // how many reads were sent: only the latest one's answer is drawn
  let timer = null; // {left, at} of the discussion timer
  let socket = null;
  let retry = 500;
  const WORDS = {
    en: { reconnecting: "Connection lost: reconnecting…", sending: "Sending…", offline: "The server cannot be reached; retrying…" },
    ja: { reconnecting: "接続が切れました。再接続しています…", sending: "送信中…", offline: "サーバーに接続できません。再試行しています…" },
  };
  const word = (key) => (WORDS[lang] || WORDS.en)[key];
  const $ = (id) => document.getElementById(id);

  function put(id, html) {
    const el = $(id);
    if (el && el.innerHTML !== (html || "")) el.innerHTML = html || "";
  }

  async function refresh() {
    const mine = ++asked;
    let response;
    try {
      response = await fetch(`/api/${kind}/${token}?html=1&lang=${encodeURIComponent(lang)}`, { cache: "no-store" });
    } catch (e) {
      $("connection").textContent = word("offline");
      setTimeout(refresh, 2000);
      return;
    }
    if (!response.ok) {
      $("status").textContent = (await response.json().catch(() => ({}))).error || String(response.status);
      return;
    }
    const state = await response.json();
    if (mine !== asked) return; // a later read was sent since: this answer may be older than the screen
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
    put("log", h.log);
    if (kind === "seat") {
      put("secrets", h.secrets);
      put("outcome", h.outcome);
      put("reveal", h.reveal);
      put("choices-title", h.choices_title);
      drawChoices(state);
      showTimer(state);
    } else if (kind === "table") {
      put("votes", h.votes);
      showTimer(state);
    } else {
      put("seats", h.seats);
      put(
        "controls",
        (h.begin ? `<button type="button" class="begin">${h.begin}</button>` : "") +
          (h.end_discussion ? `<button type="button" class="end-discussion">${h.end_discussion}</button>` : "")
      );
      showTimer(state);
    }
  }

  function drawChoices(state) {
    const box = $("choices");
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
        line.textContent = choice.explain;
        button.appendChild(line);
      }
      button.addEventListener("click", () => act(choice.action, state.version));
      box.appendChild(button);
    }
  }

  async function post(path, data) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(data),
    });
    if (!response.ok) {
      const answer = await response.json().catch(() => ({}));
      $("error").textContent = answer.error || String(response.status);
    } else {
      $("error").textContent = "";
    }
    return response.ok;
  }

  async function act(action, at) {
    for (const b of document.querySelectorAll(".choice")) b.disabled = true;
    $("error").textContent = word("sending");
    await post(`/api/seat/${token}/act?lang=${encodeURIComponent(lang)}`, { action: action, at: at });
    await refresh();
  }

  function showTimer(state) {
    timer = state.timer ? { left: state.timer.remaining, at: Date.now(), text: state.timer.text } : null;
    tick();
  }

  function tick() {
    const el = $("timer");
    if (!timer) {
      el.hidden = true;
      return;
    }
    const left = Math.max(0, timer.left - (Date.now() - timer.at) / 1000);
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

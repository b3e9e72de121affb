// The kit in Pyodide under Node (scripts/pyodide_check.sh, issue 21): loads the npm
// `pyodide` package (nothing from a CDN), unpacks the kit's wheel into its
// site-packages, and runs scripts/pyodide_games.py there.
// Usage: node pyodide_check.mjs PYODIDE_DIR WHEEL GAMES_PY OUT_JSON
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheel, gamesPy, out] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const started = Date.now();
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, stdout: (line) => console.log(line) });
// a wheel is a zip: unpackArchive puts its files in site-packages; its dependencies
// (pandas, ipywidgets...) are not needed by the engine and are not installed
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel");
pyodide.FS.writeFile("/tmp/pyodide_games.py", readFileSync(gamesPy, "utf8"));
pyodide.runPython(`
import runpy, sys
sys.argv = ["pyodide_games.py", "/tmp/games.json"]
runpy.run_path("/tmp/pyodide_games.py", run_name="__main__")
`);
writeFileSync(out, pyodide.FS.readFile("/tmp/games.json", { encoding: "utf8" }));
console.log(`pyodide ${pyodide.version}: ${basename(wheel)} loaded, games played in ${((Date.now() - started) / 1000).toFixed(1)} s`);

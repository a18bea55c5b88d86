// The long animation frames (LoAF) of a cold load of one page, as the page itself sees them, with
// no DevTools domain enabled while it loads (issue 14). Lighthouse and tasks.mjs observe the page
// through DevTools, which changes what it costs: V8 then records a detailed stack, with source
// positions, for every Error created (docs/performance.md, "What Lighthouse's trace adds"). This
// reads the page's own PerformanceObserver entries instead, so the two can be compared: run it
// with DEVTOOLS=1 to enable the Runtime domain as Lighthouse does.
//
// node bench/lighthouse/frames.mjs URL [runs] — each run's frames of 30 ms or more after the first
// contentful paint (start+duration [scripts: ms]), and the estimate sum(max(0, 4 × frame − 50 ms))
// over every frame after it (frames, not tasks: an upper bound of a TBT without DevTools), with
// its median over the runs. CHROME_PATH as in lighthouse.mjs; TASKS_SESSION=FILE signs the page
// in with that auth-js session first (as tasks.mjs does).
import WebSocket from "ws";
import { launchChromium, pageArgs } from "./page-tool.mjs";

const { url, runs, session } = await pageArgs("frames.mjs", 3);

// Runs in the page before its own scripts: keeps the first contentful paint and every long
// animation frame on <html>, where DOM.getAttributes reads them without the Runtime domain.
const collector = `(() => {
  const frames = [];
  // Looked up each time: the document has no <html> yet when this runs.
  const root = () => document.documentElement;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'first-contentful-paint') root().setAttribute('data-fcp', String(e.startTime));
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      frames.push([Math.round(e.startTime), Math.round(e.duration),
        e.scripts.map((s) => (s.sourceURL || s.invoker).replace(/.*\\//, '') + ' ' + Math.round(s.duration)).join(', ')]);
    root().setAttribute('data-frames', JSON.stringify(frames));
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

async function once() {
  const chrome = await launchChromium({ startingUrl: "about:blank" });
  try {
    const target = await (
      await fetch(`http://127.0.0.1:${chrome.port}/json/new?about:blank`, {
        method: "PUT",
      })
    ).json();
    const ws = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve) => ws.once("open", resolve));
    let id = 0;
    const send = (method, params = {}) =>
      new Promise((resolve, reject) => {
        const mine = ++id;
        ws.on("message", function reply(message) {
          const data = JSON.parse(message);
          if (data.id !== mine) return;
          ws.off("message", reply);
          if (data.error) reject(new Error(`${method}: ${data.error.message}`));
          else resolve(data.result);
        });
        ws.send(JSON.stringify({ id: mine, method, params }));
      });
    await send("Page.enable");
    await send("Emulation.setDeviceMetricsOverride", {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    const signIn = session
      ? `if (!localStorage.getItem('rifa-auth')) localStorage.setItem('rifa-auth', ${JSON.stringify(session)});`
      : "";
    await send("Page.addScriptToEvaluateOnNewDocument", {
      source: signIn + collector,
    });
    if (process.env.DEVTOOLS === "1") await send("Runtime.enable");
    await send("Page.navigate", { url });
    await new Promise((resolve) => setTimeout(resolve, 7000));
    const doc = await send("DOM.getDocument");
    const html = doc.root.children.find((node) => node.nodeName === "HTML");
    const { attributes } = await send("DOM.getAttributes", {
      nodeId: html.nodeId,
    });
    const attribute = (name) => {
      const at = attributes.indexOf(name);
      return at >= 0 ? attributes[at + 1] : undefined;
    };
    const fcp = Number(attribute("data-fcp") ?? 0);
    const frames = JSON.parse(attribute("data-frames") ?? "[]").filter(
      ([start]) => start >= fcp,
    );
    ws.close();
    return {
      fcp,
      frames,
      blocking: frames.reduce((sum, [, ms]) => sum + Math.max(0, 4 * ms - 50), 0),
    };
  } finally {
    await chrome.kill();
  }
}

const results = [];
for (let i = 0; i < runs; i++) {
  const run = await once();
  results.push(run.blocking);
  const long = run.frames
    .filter(([, ms]) => ms >= 30)
    .map(([start, ms, scripts]) => `${start}+${ms} [${scripts}]`);
  console.log(
    `run ${i + 1}: FCP ${Math.round(run.fcp)} ms, estimate ${run.blocking} ms; ${long.join("; ")}`,
  );
}
const sorted = [...results].sort((a, b) => a - b);
console.log(
  `${url}${process.env.DEVTOOLS === "1" ? " (DevTools Runtime on)" : ""}: ` +
    `estimated blocking (4× each frame − 50 ms, after FCP), median of ${runs}: ` +
    `${sorted[Math.floor((sorted.length - 1) / 2)]} ms (${results.join(" ")})`,
);

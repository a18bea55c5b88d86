// The main thread's tasks of a cold, unthrottled load of one page, as Lighthouse's simulation sees
// them (issue 14): it scales each task by the mobile preset's 4× CPU slowdown and counts what goes
// over 50 ms as blocking. Prints every task of 5 ms or more with what it ran (module and script
// evaluation by URL, stylesheet parsing, style, layout, paint), and the estimate
// sum(max(0, 4 × task − 50 ms)) over all of them (Lighthouse counts only those between the first
// paint and the page going quiet, so this is an upper bound of its TBT).
//
// node bench/lighthouse/tasks.mjs URL [runs] — medians over runs of the estimate, tasks of the
// last run. CHROME_PATH as in lighthouse.mjs; TASKS_SESSION=FILE writes that auth-js session to
// localStorage first (as lighthouse.mjs does for signed-in pages); TASKS_FUNCTIONS=1 lists under each
// task of 10 ms or more the functions that ran the most in it (V8's sampling profiler, self time),
// and after the tasks the files and functions that ran the most over the whole load; TASKS_REACT=1,
// on a web build made with RIFA_REACT_PROFILING=1 (react-dom's profiling build; `npx vite build
// --minify false --outDir DIR` keeps the components' names, BENCH_WEB_DIR=DIR serves it), lists
// under each such task React's phases in it (render, commit, effects, by lane: Blocking is a
// synchronous update, Transition one React slices) and the components that took the most of it.
// TASKS_TRACE=FILE reads a trace instead of loading the page (lighthouse.mjs's LIGHTHOUSE_TRACE
// keeps each audit's: its tasks are the ones Lighthouse scored; URL then only names the origin).
import { readFile } from "node:fs/promises";
import puppeteer from "puppeteer-core";
import { launchChromium, pageArgs } from "./page-tool.mjs";

const { url, runs, session } = await pageArgs("tasks.mjs", 1);
// TASKS_FUNCTIONS=1: V8's sampling profiler too, and under each task of 10 ms or more the functions
// that ran the most in it (self time, from the samples).
const functions = process.env.TASKS_FUNCTIONS === "1";
// TASKS_REACT=1, on a build whose react-dom is its profiling build (which logs its renders and
// commits with console.timeStamp): under each task of 10 ms or more, React's phases in it (render,
// commit, by lane) and the components that took the most of it (self time).
const react = process.env.TASKS_REACT === "1";

const interesting = new Map([
  ["v8.evaluateModule", "module"],
  ["EvaluateScript", "script"],
  ["FunctionCall", "call"],
  ["TimerFire", "timer"],
  ["ParseAuthorStyleSheet", "css-parse"],
  ["UpdateLayoutTree", "style"],
  ["Layout", "layout"],
  ["Paint", "paint"],
  ["PrePaint", "prepaint"],
  ["Layerize", "layerize"],
  ["ParseHTML", "html"],
  ["v8.compileModule", "compile"],
  ["v8.compile", "compile"],
  ["MajorGC", "gc"],
  ["MinorGC", "gc"],
]);

async function once() {
  const chrome = await launchChromium();
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
    });
    const page = await browser.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      isMobile: true,
      hasTouch: true,
    });
    if (session) {
      await page.goto(new URL("/favicon.svg", url).href);
      await page.evaluate(
        (value) => localStorage.setItem("rifa-auth", value),
        session,
      );
    }
    // A stand-in for React's DevTools hook: with one present, the profiling build times every
    // component (its fibers' profile mode), not only those under a <Profiler>.
    if (react)
      await page.evaluateOnNewDocument(() => {
        window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          checkDCE: () => {},
          onCommitFiberRoot: () => {},
          onCommitFiberUnmount: () => {},
          onPostCommitFiberRoot: () => {},
        };
      });
    const cdp = await page.createCDPSession();
    await cdp.send("Network.clearBrowserCache");
    await page.tracing.start({
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        "v8",
        "toplevel",
        "blink",
        "loading",
        ...(functions ? ["disabled-by-default-v8.cpu_profiler"] : []),
      ],
    });
    await page.goto(url, { waitUntil: "networkidle0" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const trace = JSON.parse(
      Buffer.from(await page.tracing.stop()).toString("utf8"),
    );
    await browser.disconnect();
    return analyse(trace.traceEvents ?? trace, new URL(url).origin);
  } finally {
    await chrome.kill();
  }
}

function analyse(events, origin) {
  // The page's renderer main thread: the one whose events name the page's origin most.
  const mains = events.filter(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain",
  );
  let best = null;
  for (const m of mains) {
    const own = events.filter((e) => e.pid === m.pid && e.tid === m.tid);
    const hits = own.filter((e) =>
      JSON.stringify(e.args ?? {}).includes(origin),
    ).length;
    const tasks = own.filter(
      (e) =>
        e.ph === "X" &&
        (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask"),
    );
    if (!best || hits > best.hits) best = { m, tasks, hits };
  }
  if (!best) throw new Error("no renderer main thread in the trace");
  const { m } = best;
  const onThread = events
    .filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  const tasks = best.tasks.sort((a, b) => a.ts - b.ts);
  // Top-level tasks only (a RunTask nested in another is part of it).
  const top = [];
  for (const t of tasks) {
    const last = top.at(-1);
    if (last && t.ts < last.ts + last.dur) continue;
    top.push(t);
  }
  const t0 = top[0]?.ts ?? 0;
  const samples = functions ? profileSamples(events, m.pid, m.tid) : [];
  const stamps = react ? reactStamps(events, m.pid, m.tid) : [];
  const rows = [];
  let tbt = 0;
  let tbtCpu = 0;
  let total = 0;
  for (const task of top) {
    const ms = task.dur / 1000;
    // Thread time: what the task ran on the CPU, not inflated by other work on a shared machine.
    const cpu = (task.tdur ?? task.dur) / 1000;
    total += cpu;
    tbt += Math.max(0, 4 * ms - 50);
    tbtCpu += Math.max(0, 4 * cpu - 50);
    if (ms < 5) continue;
    const parts = new Map();
    for (const e of onThread) {
      if (
        e.ts < task.ts ||
        e.ts >= task.ts + task.dur ||
        !interesting.has(e.name)
      )
        continue;
      let label = interesting.get(e.name);
      const src =
        e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? e.args?.url;
      if (
        src &&
        (label === "module" || label === "script" || label === "compile")
      )
        label += ` ${src.replace(/^.*\//, "")}`;
      if (label === "call" || label === "timer")
        label += e.args?.data?.url
          ? ` ${e.args.data.url.replace(/^.*\//, "")}`
          : "";
      parts.set(label, (parts.get(label) ?? 0) + e.dur / 1000);
    }
    const what = [...parts]
      .filter(([, d]) => d >= 1)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, d]) => `${k} ${d.toFixed(0)}`)
      .join(", ");
    rows.push(
      `  +${((task.ts - t0) / 1000).toFixed(0).padStart(5)} ms  ${ms.toFixed(1).padStart(6)} ms (CPU ${cpu.toFixed(1).padStart(6)})  ${what}`,
    );
    if (react && ms >= 10) rows.push(...reactIn(stamps, task));
    if (functions && ms >= 10) {
      const self = new Map();
      for (const sample of samples)
        if (sample.ts >= task.ts && sample.ts < task.ts + task.dur)
          self.set(sample.name, (self.get(sample.name) ?? 0) + sample.ms);
      for (const [name, d] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 5))
        rows.push(`           ${d.toFixed(1).padStart(5)} ms  ${name}`);
    }
  }
  if (functions) {
    // The whole load: the functions and the files that ran the most (self time).
    const byName = new Map();
    const byFile = new Map();
    for (const sample of samples) {
      if (sample.ts < t0) continue;
      byName.set(sample.name, (byName.get(sample.name) ?? 0) + sample.ms);
      const file = sample.name.replace(/^.* /, "").replace(/:\d+$/, "");
      byFile.set(file, (byFile.get(file) ?? 0) + sample.ms);
    }
    const largest = (map, n) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, d]) => `    ${d.toFixed(1).padStart(6)} ms  ${k}`);
    rows.push("  the whole load, by file:", ...largest(byFile, 15));
    rows.push("  the whole load, by function:", ...largest(byName, 40));
  }
  return {
    rows,
    tbt,
    tbtCpu,
    total,
    long: top.filter((t) => (t.tdur ?? t.dur) >= 12500).length,
  };
}

/**
 * What react-dom's profiling build logged on the thread `pid`/`tid` (console.timeStamp: its
 * scheduler's phases by lane, and each component's render), as ranges in trace time.
 */
function reactStamps(events, pid, tid) {
  return events
    .filter(
      (e) =>
        e.name === "TimeStamp" &&
        e.pid === pid &&
        e.tid === tid &&
        e.args?.data?.end > e.args?.data?.start,
    )
    .map((e) => {
      const d = e.args.data;
      // A component's effects are logged in the "secondary" colours, its render in the others.
      const effects =
        d.track === "Components \u269b" &&
        String(d.color).startsWith("secondary");
      return {
        start: d.start,
        end: d.end,
        name: `${d.message ?? d.name}${effects ? " (effects)" : ""}`,
        component: d.track === "Components \u269b",
        lane: d.track,
      };
    });
}

/** React's phases in `task`, and its components that took the most of it (self time). */
function reactIn(stamps, task) {
  const inside = stamps.filter(
    (s) => s.start >= task.ts && s.end <= task.ts + task.dur,
  );
  const phases = inside
    .filter((s) => !s.component && (s.end - s.start) / 1000 >= 0.5)
    .sort((a, b) => a.start - b.start)
    .map((s) => `${s.lane} ${s.name} ${((s.end - s.start) / 1000).toFixed(1)}`);
  // A component's range holds its children's: self time is its range less its direct children's.
  const components = inside
    .filter((s) => s.component)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const self = new Map();
  const open = [];
  for (const c of components) {
    while (open.length && open.at(-1).end <= c.start) open.pop();
    const parent = open.at(-1);
    if (parent && c.end <= parent.end) parent.self -= c.end - c.start;
    c.self = c.end - c.start;
    open.push(c);
  }
  for (const c of components)
    self.set(c.name, (self.get(c.name) ?? 0) + c.self / 1000);
  const top = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, d]) => `${name} ${d.toFixed(1)}`);
  return [
    `           react: ${phases.join(", ") || "-"}`,
    ...(top.length ? [`           components: ${top.join(", ")}`] : []),
  ];
}

/**
 * The samples of V8's profiler on the thread `pid`/`tid`: when each was taken (trace time), the
 * function it was in ("name file:line") and the time until the next one.
 */
function profileSamples(events, pid, tid) {
  // The profile of that thread: its chunks come from the profiler's own thread, under its id.
  const profile = events.find(
    (e) => e.name === "Profile" && e.pid === pid && e.tid === tid,
  );
  if (!profile) return [];
  const nodes = new Map();
  const out = [];
  let ts = profile.args?.data?.startTime ?? profile.ts;
  for (const e of events) {
    if (e.name !== "ProfileChunk" || e.pid !== pid || e.id !== profile.id)
      continue;
    const data = e.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) {
      const f = node.callFrame ?? {};
      const file = (f.url ?? "").replace(/^.*\//, "");
      nodes.set(
        node.id,
        `${f.functionName || "(anonymous)"} ${file}:${(f.lineNumber ?? 0) + 1}`,
      );
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0;
      out.push({ ts, id: ids[i] });
    }
  }
  return out.map((sample, i) => ({
    ts: sample.ts,
    name: nodes.get(sample.id) ?? "?",
    ms: ((out[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000,
  }));
}

const results = [];
if (process.env.TASKS_TRACE) {
  const trace = JSON.parse(await readFile(process.env.TASKS_TRACE, "utf8"));
  results.push(analyse(trace.traceEvents ?? trace, new URL(url).origin));
} else for (let i = 0; i < runs; i++) results.push(await once());
const median = (xs) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
console.log(results.at(-1).rows.join("\n"));
console.log(
  `${url}: estimated TBT (4× each task − 50 ms) ${median(results.map((r) => r.tbt)).toFixed(0)} ms, ` +
    `from thread time ${median(results.map((r) => r.tbtCpu)).toFixed(0)} ms, ` +
    `tasks ≥ 12.5 ms of CPU ${median(results.map((r) => r.long))}, main-thread CPU ${median(results.map((r) => r.total)).toFixed(0)} ms ` +
    `(medians of ${runs}; from thread time: ${results.map((r) => r.tbtCpu.toFixed(0)).join(" ")})`,
);

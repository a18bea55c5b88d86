// What tasks.mjs and frames.mjs share: their command line (URL [runs]; TASKS_SESSION=FILE, an
// auth-js session to sign the page in with) and a headless Debian Chromium (CHROME_PATH).
import { readFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";

/** The page to load and how many cold loads, or the usage line and exit 2. */
export async function pageArgs(script, defaultRuns) {
  const [url, runsArg] = process.argv.slice(2);
  if (!url) {
    console.error(`usage: node ${script} URL [runs]`);
    process.exit(2);
  }
  const session = process.env.TASKS_SESSION
    ? await readFile(process.env.TASKS_SESSION, "utf8")
    : null;
  return { url, runs: Number(runsArg ?? defaultRuns), session };
}

/** A fresh headless Chromium; `options` go to chrome-launcher (e.g. startingUrl). */
export function launchChromium(options = {}) {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-background-networking",
    ],
    ...options,
  });
}

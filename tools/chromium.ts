// The Chromium the project drives (audits and browser tests), and how it is started: headless,
// offline and quiet, with no sign-in, updates or background fetches to disturb a measurement.
export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

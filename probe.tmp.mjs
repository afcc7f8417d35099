import { chromium } from "@playwright/test";

const path = process.argv[2] ?? "/";
const throttle = process.argv[3] === "t";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const page = await context.newPage();
if (process.argv[4]) await page.addInitScript((v) => localStorage.setItem("lang", v), process.argv[4]);
const cdp = await context.newCDPSession(page);
const urls = new Map();
let loaded = false;
const rows = [];
cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
cdp.on("Network.loadingFinished", (e) =>
  rows.push([loaded ? "after" : "before", e.encodedDataLength, urls.get(e.requestId)]),
);
cdp.on("Page.loadEventFired", () => {
  loaded = true;
});
await cdp.send("Network.enable");
await cdp.send("Page.enable");
if (throttle) {
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200000,
    uploadThroughput: 93750,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}
page.on("console", (m) => console.log("console", m.type(), m.text()));
await page.goto("http://127.0.0.1:3600" + path, { waitUntil: "load" });
await page.waitForLoadState("networkidle");
await page.waitForTimeout(1000);
let sum = 0;
for (const r of rows) {
  if (r[0] === "before") sum += r[1];
  console.log(r[0], r[1], r[2].replace("http://127.0.0.1:3600", "").slice(0, 90));
}
console.log("before-load total", sum);
await browser.close();

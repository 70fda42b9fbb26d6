import { chromium } from '@playwright/test';
const base = 'http://localhost:3411';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2500);
  const out = await page.evaluate(() => {
    const han = /\p{Script=Han}/u;
    const res = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let n;
    while ((n = walker.nextNode())) {
      const text = n.textContent.trim();
      if (!han.test(text)) continue;
      const el = n.parentElement;
      if (!el || !el.checkVisibility()) continue;
      if (el.closest('[data-content]')) continue;
      res.add(el.tagName + '.' + (el.className||'').toString().slice(0,30) + ': ' + text.slice(0, 60));
    }
    return [document.title, ...res];
  });
  console.log('=== ' + p); for (const l of out) console.log('  ' + l);
}
await browser.close();

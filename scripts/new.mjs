// `npm run new -- case-study "Title"` or `npm run new -- blog "Title"`: a new record's folder with
// both language files, valid as written (the build accepts it at once), under the next free id:
//   content/case-studies/061-madurai-book-fair/index.en.md and index.ta.md
// Replace the placeholder text (and the Tamil) before publishing; docs/content.md explains each field.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// `--root <folder>`: another checkout's content (the tests use a copy).
const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 ? path.resolve(args.splice(rootAt, 2)[1] ?? '.') : path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const [kind, title] = args;
const collections = { 'case-study': 'case-studies', blog: 'blog' };
if (!collections[kind] || !title?.trim()) {
  console.error('usage: npm run new -- case-study "Title"   or   npm run new -- blog "Title"');
  process.exit(2);
}
const dir = path.join(root, 'content', collections[kind]);
const ids = readdirSync(dir).map((name) => Number(/^(\d+)-/.exec(name)?.[1])).filter(Number.isInteger);
const id = Math.max(0, ...ids) + 1;
const slug = title
  .toLowerCase()
  .normalize('NFKD')
  .replace(/[\u0300-\u036f'’]/g, '')
  .replace(/&/g, ' and ')
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-|-$/g, '')
  .split('-')
  .slice(0, 6)
  .join('-') || 'new';
const folder = path.join(dir, `${String(id).padStart(3, '0')}-${slug}`);
// A YAML string in double quotes: safe whatever the title holds.
const quoted = (text) => JSON.stringify(text.trim());
const now = new Date();
const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][now.getMonth()];
const today = now.toISOString().slice(0, 10);

const files =
  kind === 'case-study'
    ? {
        en: `---
id: ${id}
title: ${quoted(title)}
client: Client name, Town
date: ${month}-${String(now.getFullYear()).slice(2)}
duration: 1 Month
industry: business
category: Branding
summary: One or two sentences for the cards and search results.
coverAlt: What the cover picture shows, for people who cannot see it
---

## Overview

Who the client is and what they came to us for.

## Our Solution

- What we made
- What else we made

## Results

What changed for the client.
`,
        ta: `---
id: ${id}
title: ${quoted(`${title.trim()} (தமிழ்த் தலைப்பு)`)}
client: Client name, ஊர்
date: ${month}-${String(now.getFullYear()).slice(2)}
duration: 1 Month
industry: business
category: Branding
summary: அட்டைகளிலும் தேடல் முடிவுகளிலும் தெரியும் ஒன்றிரண்டு வாக்கியங்கள்.
coverAlt: அட்டைப் படம் என்ன காட்டுகிறது என்பதன் விளக்கம்
---

## மேலோட்டம்

வாடிக்கையாளர் யார், எதற்காக எங்களை அணுகினார்.

## எங்கள் தீர்வு

- நாங்கள் உருவாக்கியது
- மேலும் உருவாக்கியது

## முடிவுகள்

வாடிக்கையாளருக்கு என்ன மாறியது.
`,
      }
    : {
        en: `---
id: ${id}
title: ${quoted(title)}
excerpt: One or two sentences for the blog's cards.
author: Your name, Your role
date: ${today}
category: Business Growth
coverAlt: What the cover picture shows, for people who cannot see it
---

# The post's opening headline

The first paragraph.

## A section

More paragraphs, lists, [links](/services) and quotes.
`,
        ta: `---
id: ${id}
title: ${quoted(`${title.trim()} (தமிழ்த் தலைப்பு)`)}
excerpt: வலைப்பதிவு அட்டைகளில் தெரியும் ஒன்றிரண்டு வாக்கியங்கள்.
author: உங்கள் பெயர், உங்கள் பொறுப்பு
date: ${today}
category: தொழில் வளர்ச்சி
coverAlt: அட்டைப் படம் என்ன காட்டுகிறது என்பதன் விளக்கம்
---

# பதிவின் தொடக்கத் தலைப்பு

முதல் பத்தி.

## ஒரு பகுதி

மேலும் பத்திகள், பட்டியல்கள், [இணைப்புகள்](/services), மேற்கோள்கள்.
`,
      };

mkdirSync(folder, { recursive: true });
for (const [lang, text] of Object.entries(files)) writeFileSync(path.join(folder, `index.${lang}.md`), text);
console.log(`${path.relative(root, folder)}/index.en.md and index.ta.md: id ${id}. Put a cover photo beside them (cover: ./cover.jpg) and write both languages; docs/content.md explains each field.`);

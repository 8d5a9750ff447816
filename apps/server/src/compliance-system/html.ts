/** HTML built from templates in which every interpolated value is escaped unless it is Html. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export type Value = Html | string | number | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map((v: Value) => render(v)).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

// Inline styles are allowed by the CSP (scripts are not, and none are needed).
const STYLES = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; min-height: 100vh; display: flex; align-items: flex-start; justify-content: center;
  padding: 48px 16px; background: #f1f3f5; color: #212529;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { width: 100%; max-width: 420px; min-width: 0; }
main.wide { max-width: 760px; }
main.full { max-width: 1200px; }
.card { background: #fff; border: 1px solid #dee2e6; border-radius: 12px; padding: 32px;
  box-shadow: 0 1px 3px rgba(0,0,0,.06), 0 8px 24px rgba(0,0,0,.06); }
.eyebrow { margin: 0 0 4px; font-size: 13px; font-weight: 600; color: #495057; }
h1 { margin: 0 0 8px; font-size: 24px; line-height: 1.25; }
h2 { margin: 24px 0 8px; font-size: 18px; }
p { margin: 0 0 16px; }
.muted { color: #495057; font-size: 14px; }
form.stack { display: grid; gap: 16px; margin-top: 24px; }
form.stack > button { justify-self: start; }
label { display: block; margin-bottom: 6px; font-weight: 600; font-size: 14px; }
input[type=text], input[type=password], input[type=search] { width: 100%; height: 44px;
  padding: 0 12px; font: inherit; color: inherit; background: #fff; border: 1px solid #868e96;
  border-radius: 8px; }
button, .button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px;
  padding: 0 20px; font: inherit; font-weight: 600; color: #fff; background: #1864ab; border: 0;
  border-radius: 8px; cursor: pointer; text-decoration: none; }
button:hover, .button:hover { background: #0b4f8a; }
button.full { width: 100%; }
button.secondary { color: #1864ab; background: #e7f1fb; min-height: 36px; padding: 0 14px; }
button.secondary:hover { background: #d0e4f7; }
a { color: #1864ab; }
:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
input:focus-visible { border-color: #1c7ed6; }
.alert { margin: 16px 0; padding: 12px 16px; border-left: 4px solid #c92a2a; border-radius: 6px;
  background: #fff5f5; color: #a51d1d; font-weight: 500; }
.alert:empty { display: none; }
.success { margin: 16px 0; padding: 12px 16px; border-left: 4px solid #2b8a3e; border-radius: 6px;
  background: #ebfbee; color: #1e6b34; font-weight: 500; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
.actions button.secondary { min-height: 44px; padding: 0 20px; }
tfoot th, tfoot td { font-weight: 700; border-top: 2px solid #dee2e6; }
.footer { margin-top: 24px; padding-top: 16px; border-top: 1px solid #e9ecef; font-size: 14px;
  display: flex; flex-wrap: wrap; gap: 8px 16px; justify-content: space-between; }
.search { display: flex; gap: 8px; align-items: flex-end; margin: 16px 0; }
.search > div { flex: 1; }
ul.people { list-style: none; margin: 0; padding: 0; border: 1px solid #e9ecef; border-radius: 8px; }
ul.people li { display: flex; gap: 12px; align-items: center; justify-content: space-between;
  padding: 12px 16px; border-top: 1px solid #e9ecef; }
ul.people li:first-child { border-top: 0; }
.person { min-width: 0; overflow-wrap: anywhere; }
.person strong { display: block; }
select, textarea { width: 100%; padding: 8px 12px; font: inherit; color: inherit; background: #fff;
  border: 1px solid #868e96; border-radius: 8px; }
select { height: 44px; }
textarea { min-height: 120px; resize: vertical; }
select:focus-visible, textarea:focus-visible { border-color: #1c7ed6; }
.visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
/* Pages of the signed-in system: a header, a page menu, tables. */
.top { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-start;
  justify-content: space-between; margin-bottom: 16px; }
.top .agency { margin: 0; font-weight: 600; }
.pages { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0 0 24px; padding: 0 0 12px;
  list-style: none; border-bottom: 1px solid #e9ecef; font-size: 14px; }
.pages a { display: inline-block; padding: 6px 0; }
.pages a[aria-current=page] { color: #212529; font-weight: 700; text-decoration: none; }
.table-wrap { overflow-x: auto; margin: 16px 0; border: 1px solid #e9ecef; border-radius: 8px; }
table { width: 100%; border-collapse: collapse; font-size: 14px; }
th, td { padding: 10px; text-align: left; vertical-align: top; border-top: 1px solid #e9ecef; }
thead th { border-top: 0; background: #f8f9fa; font-weight: 600; color: #343a40; white-space: nowrap; }
tbody tr:nth-child(even) { background: #fcfcfd; }
td.num, th.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
td.nowrap { white-space: nowrap; }
td.address { min-width: 180px; }
.badge { display: inline-block; padding: 2px 8px; border-radius: 10px; font-size: 13px;
  font-weight: 600; line-height: 1.4; background: #e9ecef; color: #343a40; }
.badge.good { background: #e6f4ea; color: #1e6b34; }
.badge.bad { background: #fdecec; color: #a51d1d; }
.badge.warn { background: #fff4e0; color: #8a4b00; }
.empty { margin: 16px 0; padding: 24px 16px; text-align: center; color: #495057;
  border: 1px dashed #ced4da; border-radius: 8px; }
.filters { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: flex-end; margin: 16px 0; }
.filters > div { flex: 1 1 220px; }
.pager { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between;
  font-size: 14px; }
dl.details { display: grid; grid-template-columns: 180px 1fr; gap: 8px 24px; margin: 0 0 16px; }
dl.details dt { font-weight: 600; color: #495057; }
dl.details dd { margin: 0; overflow-wrap: anywhere; }
fieldset { margin: 0; padding: 0; border: 0; }
legend { margin-bottom: 6px; padding: 0; font-weight: 600; font-size: 14px; }
.choices { display: grid; gap: 8px; }
.choices label { display: flex; gap: 10px; align-items: flex-start; margin: 0; font-weight: 400;
  font-size: 16px; }
.choices input { width: 20px; height: 20px; margin: 2px 0 0; flex: none; }
.field-error { margin: 6px 0 0; color: #a51d1d; font-size: 14px; font-weight: 500; }
@media (max-width: 480px) {
  body { padding: 16px 12px; }
  .card { padding: 20px; }
  ul.people li { flex-direction: column; align-items: stretch; }
  .search { flex-direction: column; align-items: stretch; }
  dl.details { grid-template-columns: 1fr; gap: 2px; }
  dl.details dd { margin-bottom: 8px; }
}
`;

export interface PageOptions {
  title: string;
  /** The state's full name, shown above the heading. */
  stateName: string | null;
  body: Html;
  /** The width of the page: narrow forms (the default), lists, or wide tables. */
  width?: 'narrow' | 'wide' | 'full';
  /** Shown at the top of the card instead of the system's name alone. */
  header?: Html;
}

export function page({ title, stateName, body, width, header }: PageOptions): string {
  const system = stateName ? `${stateName} compliance system` : 'Compliance system';
  return html`<!doctype html>
    <html lang="en-AU">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${system}</title>
        <style>
          ${new Html(STYLES)}
        </style>
      </head>
      <body>
        <main class="${width === 'narrow' ? '' : width}">
          <div class="card">${header ?? html`<p class="eyebrow">${system}</p>`} ${body}</div>
        </main>
      </body>
    </html> `.value;
}

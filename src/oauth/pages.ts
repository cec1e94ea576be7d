/**
 * The OAuth pages' HTML: complete, self-contained documents (no external fonts, scripts or styles, so the
 * consent page's CSP can forbid them all), with every interpolated value escaped.
 */
/** HTML-escapes text for the server-rendered pages. */
export const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page shown for an authorization that cannot be redirected back to its client (unknown client, bad redirect_uri). */
export function errorPage(error: string, description: string): string {
  return page(
    'Authorization error',
    `<h1>Authorization error</h1><p class="code">${esc(error)}</p><p>${esc(description)}</p>
<p class="muted">Nothing was granted. Start again from the app that sent you here; if it keeps failing, tell its developer the error above.</p>`,
  );
}

/** A complete HTML page around `body` (already escaped by the caller). */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Sextant</title><link rel="icon" href="data:,"><style>
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
main{max-width:34rem;margin:3rem auto;background:#fff;border:1px solid #dfe3ea;border-radius:10px;padding:2rem}
h1{font-size:1.3rem;margin:0 0 1rem}.muted{color:#5b6475;font-size:.9rem}.code{font-family:ui-monospace,monospace}
.badge{display:inline-block;font-size:.8rem;padding:.1rem .5rem;border-radius:99px;background:#e8f1ff;color:#1d4ed8}
.badge.warn{background:#fff4e0;color:#9a5b00}fieldset{border:1px solid #dfe3ea;border-radius:8px;margin:1rem 0;max-height:18rem;overflow:auto}
label{display:block;padding:.15rem 0}label.off{color:#8a93a3}input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #c5ccd8;border-radius:6px}
button{font:inherit;padding:.5rem 1.1rem;border-radius:6px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer;margin:.5rem .5rem 0 0}
button.secondary{background:#fff;color:#1d2330;border-color:#c5ccd8}.error{color:#b42318}
</style></head><body><main>${body}</main></body></html>`;
}

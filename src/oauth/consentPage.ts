/**
 * The consent page of the OAuth server (spec 2 §5.4): what a signed-in admin sees when an app asks for access — who
 * asks, for what, acting as whom, one checkbox per grantable scope — and the split of the requested scopes into
 * those an app may be granted and those it never is. Served by routes.ts; HTML-escaped throughout.
 */
import { GRANTABLE } from './provider.js';
import { esc, page } from './pages.js';
import type { ConsentAdmin } from './sessions.js';

/**
 * The scopes a client asked for, in its order, without duplicates: those an app may be granted, and the rest
 * (compensation:read, org:manage, unknown names) that the page lists as unavailable and nothing ever grants.
 */
export function requestedScopes(details: { params: { scope?: string } }): { grantable: string[]; refused: string[] } {
  const all = [...new Set((details.params.scope ?? '').split(' ').filter(Boolean))];
  return { grantable: all.filter((s) => GRANTABLE.includes(s)), refused: all.filter((s) => !GRANTABLE.includes(s)) };
}

/** The consent page for a signed-in admin: who asks, for what, acting as whom; one checkbox per requested scope. */
export function consentPage(
  admin: ConsentAdmin,
  details: { uid: string; params: { redirect_uri: string; actor?: string; resource?: string | string[] } & { scope?: string } },
  client: { clientId: string; clientName?: string; org_id?: string },
  csrf: string,
  resources: { api: string; mcp: string },
): string {
  const name = client.clientName ?? client.clientId;
  const ownOrg = client.org_id === admin.orgId;
  const otherOrg = client.org_id !== undefined && !ownOrg;
  const badge = ownOrg
    ? `<span class="badge">Registered by ${esc(admin.orgName)}</span>`
    : otherOrg
      ? '<span class="badge warn">Registered to another org</span>'
      : '<span class="badge warn">Unverified: registered itself</span>';
  const host = (() => {
    try {
      return new URL(details.params.redirect_uri).host;
    } catch {
      return details.params.redirect_uri;
    }
  })();
  const asApp = details.params.actor === 'app';
  const resource = [details.params.resource ?? resources.api].flat()[0];
  const { grantable: requested, refused } = requestedScopes(details);
  const boxes = requested
    .map((sc) => `<label><input type="checkbox" name="scope" value="${esc(sc)}" checked> <span class="code">${esc(sc)}</span></label>`)
    .join('\n');
  const signOut = `<form method="post" action="/oauth/interaction/${esc(details.uid)}/logout" style="display:inline"><input type="hidden" name="csrf" value="${esc(csrf)}"><button class="secondary" type="submit">Not you? Sign out</button></form>`;
  if (otherOrg) {
    return page(
      'Cannot approve',
      `<h1>${esc(name)} ${badge}</h1><p>This app is registered to another org, so an admin of ${esc(admin.orgName)} cannot approve it.</p>
<form method="post" action="/oauth/interaction/${esc(details.uid)}/confirm"><input type="hidden" name="csrf" value="${esc(csrf)}"><button name="decision" value="deny">Return to the app</button></form>${signOut}`,
    );
  }
  return page(
    `Approve ${name}`,
    `
<h1><span class="app-name">${esc(name)}</span> wants access to ${esc(admin.orgName)}</h1>
<p>${badge}</p>
<p>It will send you back to <strong>${esc(host)}</strong>. It asks for ${resource === resources.mcp ? 'the MCP server (agent tools)' : 'the REST API'}.</p>
<p>${
      asApp
        ? `It will act <strong>as itself</strong>: what it writes is attributed to ${esc(name)}, and it keeps working if your account is deactivated.`
        : `It will act <strong>as you</strong> (${esc(admin.name)}): what it writes is attributed to you, and it stops if your account is deactivated.`
    }</p>
<form method="post" action="/oauth/interaction/${esc(details.uid)}/confirm">
<input type="hidden" name="csrf" value="${esc(csrf)}">
<fieldset><legend>Untick what it should not get. These scopes are its entire permission set.</legend>
${boxes || '<p class="error">It asked for no scope an app can be granted: approving gives it nothing (invalid_scope).</p>'}
</fieldset>
${refused.length ? `<p class="muted">Also asked for, never granted to apps: ${refused.map((r) => `<span class="code">${esc(r)}</span>`).join(', ')}.</p>` : ''}
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</form>
<p class="muted">Signed in as ${esc(admin.name)} (${esc(admin.email)}).</p>${signOut}`,
  );
}

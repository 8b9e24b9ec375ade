// The editor asks for no password: it trusts whoever reaches the development server, so that must be
// the author alone. It listens on this computer only, unless the author says otherwise with
// --allow-network, and then it says what that allows.

export const ALLOW_NETWORK = '--allow-network';

/** Whether a server listening on `host` (Vite's server.host) can be reached from other machines. */
export function reachableFromNetwork(host: string | boolean | undefined): boolean {
  if (host === undefined || host === false || host === '') return false; // Vite's default, localhost
  if (host === true) return true;
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return !(name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name));
}

export const NETWORK_WARNING =
  'the visual editor can be reached from the network: anyone who can reach this computer can read and change the pages of the site, since the editor asks for no password. Stop it (Ctrl+C) as soon as you are done.';

export const EDITOR_OFF_ON_NETWORK = `The visual editor is off: this development server can be reached from the network, and the editor would let anyone there change the site. Run npm run edit to edit on this computer (or, on a network you trust, npm run edit -- ${ALLOW_NETWORK}).`;

/** What npm run edit makes of its arguments and HOST: a refusal to start, or whether the editor is open to the network. */
export function editorStart(
  args: readonly string[],
  host: string | undefined,
): { refusal: string } | { onNetwork: boolean; allowNetwork: boolean } {
  const unknown = args.find((arg) => arg !== ALLOW_NETWORK);
  if (unknown) return { refusal: `unknown option ${unknown}; usage: npm run edit [-- ${ALLOW_NETWORK}]` };
  const allowNetwork = args.includes(ALLOW_NETWORK);
  const onNetwork = reachableFromNetwork(host);
  if (onNetwork && !allowNetwork)
    return {
      refusal: `HOST=${host} would let anyone on the network read and change the site's pages, since the editor asks for no password. Leave HOST unset to edit on this computer; on a network you trust, run npm run edit -- ${ALLOW_NETWORK}.`,
    };
  return { onNetwork, allowNetwork };
}

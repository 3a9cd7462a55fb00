// The federation runtime as the prerender build sees it: areas render as slots there, so nothing
// is ever loaded at build time; a call would be a bug in the prerender, and says so.
export function loadRemote(id) {
  throw new Error(`The prerender build cannot load ${id}: areas are slots filled by the shell's server.`);
}

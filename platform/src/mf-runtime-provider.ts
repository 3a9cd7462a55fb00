// Entry of the tiny runtime provider a remote ships for its standalone page. Remotes are built
// with an external federation runtime, which the shell provides in the composed site; a remote
// served alone loads this first instead. It installs the runtime the way the shell's
// provideExternalRuntime plugin does (same global slot, same "from" marker).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

declare const MF_RUNTIME_VERSION: string;

const slot = runtimeCore.Global as unknown as Record<string, unknown>;
if (!slot._FEDERATION_RUNTIME_CORE) {
  slot._FEDERATION_RUNTIME_CORE = runtimeCore;
  slot._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone-runtime-provider', version: MF_RUNTIME_VERSION };
}

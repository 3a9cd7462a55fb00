// The exposed module; its code is in the UI kit's chunk (rspack.shared.js, UI_KIT_CHUNK).
export * from '../kit/QueryState';

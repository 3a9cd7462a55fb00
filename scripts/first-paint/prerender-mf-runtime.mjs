// The federation runtime as the prerender build sees it. An area is another deployment, so the
// shell's build never renders it: every area it would load is a slot, `<template
// data-area-slot="mfe_public">` inside the area's own Suspense boundary, which the shell's server
// fills per request with the HTML that area's build rendered (page-composer.mjs).
import { createElement } from 'react';

export function loadRemote(id) {
  const [remote] = id.split('/');
  return Promise.resolve({ default: () => createElement('template', { 'data-area-slot': remote }) });
}

/** A copy of the prerendered `<template data-light-template="name">`'s content (LightTemplate). */
export function template(name: string): DocumentFragment | null {
  const found = document.querySelector<HTMLTemplateElement>(
    `template[data-light-template="${name}"]`,
  );
  return found ? (found.content.cloneNode(true) as DocumentFragment) : null;
}

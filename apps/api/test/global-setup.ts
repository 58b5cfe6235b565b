import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, type TemplateInfo } from './helpers/databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    watniTemplate: TemplateInfo;
  }
}

/** Builds the migrated + seeded template once per run; each test file copies it. */
export default async function setup(project: TestProject) {
  const dumpFile = path.join(tmpdir(), `watni-api-template-${process.pid}.tar`);
  const started = Date.now();
  const info = await createTemplate(process.env.TEST_DATABASE_URL || undefined, dumpFile);
  console.log(`[api] ${info.kind} template ready in ${Date.now() - started} ms`);
  project.provide('watniTemplate', info);
  return async () => {
    await dropTemplate(info);
    await rm(dumpFile, { force: true });
  };
}

import type { Problem, YamlDocument } from './render.cjs';

export const KUBERNETES_TYPES_VERSION: string;
export function typesModule(apiVersion: string): string;
export function validateObjects(objects: YamlDocument[]): Problem[];

/** Spec: the equipment slug is the lower-cased English name with spaces as hyphens. */
export function equipmentSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

import { FHIR_NOT_MAPPED, type FhirMappingEntry } from '@registry/domain';

/**
 * The mapping report: every element received and what it became. Also answers, for a field the save
 * refused, where that field came from, so the refusal names the received element.
 */
export class MappingReport {
  readonly entries: FhirMappingEntry[] = [];
  /** Where a field would have come from when what was received did not resolve (a county not in SIRUTA). */
  private readonly sources = new Map<string, string>();

  add(path: string, received: string, became: string) {
    this.entries.push({ path, received: received.slice(0, 500), became });
  }
  mapped(path: string, received: string, field: string) {
    this.add(path, received, field);
  }
  notMapped(path: string, received: string) {
    this.add(path, received, FHIR_NOT_MAPPED);
  }
  sourceOf(field: string, path: string) {
    this.sources.set(field, path);
  }
  pathOf(field: string): string | null {
    const mapped = this.entries.find((e) => e.became === field || field.startsWith(`${e.became}.`));
    return mapped?.path ?? this.sources.get(field) ?? null;
  }
}

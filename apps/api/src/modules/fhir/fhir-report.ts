import { FHIR_NOT_MAPPED, type FhirMappingEntry } from '@registry/domain';

/**
 * The mapping report: every element received and what it became. Also answers, for a field the save
 * refused, where that field came from, so the refusal names the received element.
 */
export class MappingReport {
  readonly entries: FhirMappingEntry[] = [];

  add(path: string, received: string, became: string) {
    this.entries.push({ path, received: received.slice(0, 500), became });
  }
  mapped(path: string, received: string, field: string) {
    this.add(path, received, field);
  }
  notMapped(path: string, received: string) {
    this.add(path, received, FHIR_NOT_MAPPED);
  }
  pathOf(field: string): string | null {
    return this.entries.find((e) => e.became === field || field.startsWith(`${e.became}.`))?.path ?? null;
  }
}

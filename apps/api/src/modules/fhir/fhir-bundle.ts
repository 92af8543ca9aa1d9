import type { Bundle, Composition, Identifier, MessageHeader, Resource } from '@medplum/fhirtypes';
import { type FhirIssue, FhirRefusal } from './fhir-outcome';

/** A resource of the content bundle with the FHIRPath of where it was received. */
export type Located<T extends Resource = Resource> = { resource: T; path: string; fullUrl?: string };

/** The content bundle of a report, its entries located, and the keys a resend is recognised by. */
export type Report = {
  entries: Located[];
  /** `system|value` of the Bundle.identifier that names the report (the content's, else the message's). */
  bundleIdentifier: string | null;
  messageHeaderId: string | null;
  /** Where the content bundle sits: `Bundle` or `Bundle.entry[1].resource`. */
  contentPath: string;
};

const keyOf = (id: Identifier | undefined) =>
  id?.value ? `${id.system ?? ''}|${id.value}`.slice(0, 500) : null;
/**
 * The report's name: Bundle.identifier, else the Composition's (the IG's content bundles carry
 * only Composition.identifier, the document's identifier, the same for each version sent).
 */
const contentKey = (content: Bundle, entries: Located[]) =>
  keyOf(content.identifier) ??
  keyOf(
    entries[0]?.resource.resourceType === 'Composition'
      ? (entries[0].resource as Composition).identifier
      : undefined,
  );

function locate(bundle: Bundle, prefix: string): Located[] {
  return (bundle.entry ?? []).flatMap((e, i) =>
    e.resource ? [{ resource: e.resource, path: `${prefix}.entry[${i}].resource`, fullUrl: e.fullUrl }] : [],
  );
}

/** A reference to a resource in the same bundle: by its fullUrl, or by `Type/id`. */
export function resolve(entries: Located[], reference: string | undefined): Located | null {
  if (!reference) return null;
  return (
    entries.find(
      (e) =>
        e.fullUrl === reference ||
        (e.resource.id !== undefined && `${e.resource.resourceType}/${e.resource.id}` === reference),
    ) ?? null
  );
}

function contentOf(content: Bundle, path: string, issues: FhirIssue[]): Located[] {
  if (content.type !== 'collection')
    issues.push({
      expression: `${path}.type`,
      key: 'fhir.bundleType',
      params: ['collection'],
      code: 'value',
    });
  const entries = locate(content, path);
  if (entries[0]?.resource.resourceType !== 'Composition')
    issues.push({ expression: `${path}.entry[0]`, key: 'fhir.composition', code: 'required' });
  return entries;
}

/**
 * The IG's reporting bundle (`message`: a MessageHeader whose focus is the content bundle carried
 * in the same message) or a content bundle sent directly (`collection` with a Composition).
 */
export function readReport(bundle: Bundle, kind: 'message' | 'collection'): Report {
  const issues: FhirIssue[] = [];
  let report: Report;
  if (kind === 'collection') {
    const entries = contentOf(bundle, 'Bundle', issues);
    report = {
      entries,
      bundleIdentifier: contentKey(bundle, entries),
      messageHeaderId: null,
      contentPath: 'Bundle',
    };
  } else {
    if (bundle.type !== 'message')
      throw new FhirRefusal(400, [
        { expression: 'Bundle.type', key: 'fhir.bundleType', params: ['message'], code: 'value' },
      ]);
    const outer = locate(bundle, 'Bundle');
    const header =
      outer[0]?.resource.resourceType === 'MessageHeader' ? (outer[0].resource as MessageHeader) : null;
    if (!header)
      throw new FhirRefusal(400, [
        { expression: 'Bundle.entry[0]', key: 'fhir.messageHeader', code: 'required' },
      ]);
    const focus = header.focus?.[0]?.reference;
    const target = resolve(outer, focus);
    if (target?.resource.resourceType !== 'Bundle')
      throw new FhirRefusal(400, [
        { expression: 'Bundle.entry[0].resource.focus[0]', key: 'fhir.focus', code: 'invalid' },
      ]);
    const content = target.resource as Bundle;
    const entries = contentOf(content, target.path, issues);
    report = {
      entries,
      bundleIdentifier: contentKey(content, entries) ?? keyOf(bundle.identifier),
      messageHeaderId: header.id?.slice(0, 200) ?? null,
      contentPath: target.path,
    };
  }
  if (!report.bundleIdentifier && !report.messageHeaderId)
    issues.push({
      expression: `${report.contentPath}.identifier`,
      key: 'fhir.identifierMissing',
      code: 'required',
    });
  if (issues.length) throw new FhirRefusal(400, issues);
  return report;
}

/** The dictionary ids an intervention's detail refers to, so the server can refuse unknown ones. */
import type { ListKey } from '../../dictionaries/list-ids';
import type { HistopathologyDetail, ImagingDetail } from './detail-procedures';
import type { SystemicTherapyDetail } from './detail-therapy';
import type { VisitDetail } from './detail-visit';
import type { InterventionDetail } from './details';
import { InterventionType, type InterventionTypeId } from './kinds';

type Reference = { path: string; list: ListKey; ids: readonly (number | null)[] };

function referencesOf(type: InterventionTypeId, detail: InterventionDetail): Reference[] {
  switch (type) {
    case InterventionType.HomeVisit:
    case InterventionType.ClinicVisit:
      return [{ path: 'detail.countyId', list: 'county', ids: [(detail as VisitDetail).countyId] }];
    case InterventionType.SystemicTherapy: {
      const d = detail as SystemicTherapyDetail;
      return [
        { path: 'detail.tumourClassId', list: 'iccc3MainGroup', ids: [d.tumourClassId] },
        { path: 'detail.protocolId', list: 'therapeuticProtocol', ids: [d.protocolId] },
        ...d.cycles.flatMap((c, i) =>
          c.medicines.map((m, j) => ({
            path: `detail.cycles.${i}.medicines.${j}.agentId`,
            list: 'therapeuticAgent' as const,
            ids: [m.agentId],
          })),
        ),
      ];
    }
    case InterventionType.Imaging: {
      const d = detail as ImagingDetail;
      return [
        { path: 'detail.categoryId', list: 'imagingCategory', ids: [d.categoryId] },
        { path: 'detail.subcategoryIds', list: 'imagingSubcategory', ids: d.subcategoryIds },
      ];
    }
    case InterventionType.Histopathology:
      return [
        {
          path: 'detail.morphologyCodeId',
          list: 'morphology',
          ids: [(detail as HistopathologyDetail).morphologyCodeId],
        },
      ];
    default:
      return [];
  }
}

/** The paths whose id the dictionaries do not hold (`known(list)`: a list's ids, active or retired). */
export function unknownInterventionReferences(
  type: InterventionTypeId,
  detail: InterventionDetail,
  known: (list: ListKey) => ReadonlySet<number>,
): string[] {
  return referencesOf(type, detail)
    .filter(({ list, ids }) => ids.some((id) => id !== null && !known(list).has(id)))
    .map(({ path }) => path);
}

import type { ReportingUnit, ReportingUnitForm } from '@registry/domain/units/contracts';
import { request } from '../../shared/http/http-client';
import type { ListAnswer, ListQuery } from '../../shared/list/list-page';

export type UnitFilters = { typeId: number | null };

/** Spec 01 §7.3. */
export const findUnits = (query: ListQuery<UnitFilters>, signal: AbortSignal) =>
  request<ListAnswer<ReportingUnit>>('/api/reporting-unit/filter', { body: query, signal });

export const getUnit = (id: number) => request<ReportingUnit>(`/api/reporting-unit/${id}`, { busy: true });

/** Errors come back to the dialog, which puts them on its fields (showErrors: false). */
export const saveUnit = (unit: ReportingUnitForm) =>
  request<ReportingUnit>('/api/reporting-unit', { body: unit, busy: true, showErrors: false });

export const deleteUnit = (id: number) => request<void>(`/api/reporting-unit/${id}`, { method: 'DELETE' });

/**
 * Spec 01 §2.10, §7.8: the e-mail dialog's call. The dialog shows a refusal (400) or the limit (429)
 * itself and stays open, so the message typed is not lost (showErrors: false).
 */
export const sendEmail = (payload: { message: string; email: string; userId?: number }) =>
  request<void>('/api/email/send', { body: payload, showErrors: false });

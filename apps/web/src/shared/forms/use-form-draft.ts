import { diffPaths, getPath } from '@registry/domain/shared/record-paths';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import {
  type DraftParser,
  draftChanges,
  draftOffer,
  type LocalDraft,
  mergeDraft,
  plainDraft,
  removeDraft,
} from './local-draft';
import { type DraftBaseline, useDraftWriter, useLocalDraft } from './use-local-draft';

type Source<T> = {
  /** localDraftKey(kind, userId, record…). */
  key: string;
  /** The version the form opened (the stored record's values as the form holds them). */
  baseline: T;
  version: number;
  parse?: DraftParser<T>;
};

/** What a form with a local draft shows and does: the offer banner's state and the save's last step. */
export type FormDraft = {
  offer: LocalDraft<unknown> | null;
  /** The record was saved again after the draft was typed (someone else, or another tab). */
  newerOnServer: boolean;
  restore: () => void;
  discard: () => void;
  /** After a successful save: what was saved is the new baseline and nothing stays on the device. */
  saved: () => void;
  hasChanges: () => boolean;
};

function useOffer<T extends object>({ key, baseline, version, parse = plainDraft }: Source<T>) {
  const state = useRef<DraftBaseline<T>>({ baseline, version });
  const [offer, setOffer] = useState(() => draftOffer(key, baseline, parse));
  // A form rebuilt on a newer version (a save elsewhere, an accepted proposal) mounts before the old
  // one's unmount flushes the last half-second of typing: look again once that flush has run
  // (React runs unmount clean-ups before mount effects).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per record, with the values it opened on
  useEffect(() => {
    setOffer((current) => current ?? draftOffer(key, baseline, parse));
  }, [key]);
  const discard = useCallback(() => {
    removeDraft(key);
    setOffer(null);
  }, [key]);
  return { state, offer, setOffer, discard, newerOnServer: offer !== null && offer.version < version };
}

/**
 * The local draft of a react-hook-form form (the medical case's details, an intervention, the
 * patient): written while typing, offered back when the form opens on an older stored version,
 * restored field by field (so the form is dirty and its leave guard asks), dropped once saved.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, source: Source<T>): FormDraft {
  const { state, offer, setOffer, discard, newerOnServer } = useOffer(source);
  useLocalDraft(form, source.key, state);
  const restore = useCallback(() => {
    if (!offer) return;
    for (const path of draftChanges(offer, form.getValues()))
      form.setValue(path as Path<T>, structuredClone(getPath(offer.values, path)) as PathValue<T, Path<T>>, {
        shouldDirty: true,
      });
    setOffer(null);
  }, [form, offer, setOffer]);
  const saved = useCallback(() => {
    state.current = { baseline: structuredClone(form.getValues()), version: state.current.version };
    removeDraft(source.key);
    setOffer(null);
  }, [form, source.key, state, setOffer]);
  const hasChanges = useCallback(
    () => diffPaths(form.getValues(), state.current.baseline).length > 0,
    [form, state],
  );
  return { offer, newerOnServer, restore, discard, saved, hasChanges };
}

/**
 * The same for a form kept in React state (the recommendation dialog): `values` (memoised) is what
 * is typed; `restore` answers the values to put back.
 */
export function useStateDraft<T extends object>(values: T, source: Source<T>) {
  const { state, offer, setOffer, discard, newerOnServer } = useOffer(source);
  const latest = useRef(values);
  latest.current = values;
  const changed = useRef<(() => void) | null>(null);
  const read = useCallback(() => latest.current, []);
  const subscribe = useCallback((next: () => void) => {
    changed.current = next;
    return () => {
      changed.current = null;
    };
  }, []);
  useDraftWriter(source.key, read, state, subscribe);
  const opened = useRef(values);
  useEffect(() => {
    // The values the form opened with are the stored version (writing them would forget a draft
    // still on offer); a change is told after its render, so `latest` holds it.
    if (values !== opened.current) changed.current?.();
  }, [values]);
  const restore = useCallback((): T | null => {
    if (!offer) return null;
    setOffer(null);
    return mergeDraft(offer, latest.current);
  }, [offer, setOffer]);
  const saved = useCallback(() => {
    state.current = { baseline: structuredClone(latest.current), version: state.current.version };
    removeDraft(source.key);
    setOffer(null);
  }, [source.key, state, setOffer]);
  return { offer, newerOnServer, restore, discard, saved };
}

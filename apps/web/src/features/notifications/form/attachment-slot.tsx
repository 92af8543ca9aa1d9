import type { Notification } from '@registry/domain/notification/model';
import type { Attachment } from '@registry/domain/notification/model-fields';
import { createContext, useCallback, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { AttachmentList } from '../../attachments/attachment-list';
import { Wide } from './panel-shell';

/** Where each panel keeps its documents in the edit model (spec 02 §3). */
const LIST_PATH = {
  1: 'cancerHistopathology.histopathologyAttachments',
  2: 'cancerImagistics.imagisticsAttachments',
  3: 'cancerEpicrisis.epicrisisAttachments',
} as const;
export type AttachmentPath = (typeof LIST_PATH)[keyof typeof LIST_PATH];

/** What the notification form lends the attachment lists: its hard save and its copy of the lists. */
export type AttachmentHost = {
  hardSave: () => Promise<number | null>;
  /** The list as the server has it: the form's value and its saved baseline both take it. */
  syncAttachments: (path: AttachmentPath, list: Attachment[]) => void;
};
export const AttachmentHostContext = createContext<AttachmentHost | null>(null);

export type AttachmentSlotProps = {
  /** Spec 02 §3 document types: 1 histology, 2 imagistics, 3 epicrisis. */
  documentType: 1 | 2 | 3;
  readonly: boolean;
};

/** The attachment list of a panel (spec 02 §2), fed by the form. */
export function AttachmentSlot({ documentType, readonly }: AttachmentSlotProps) {
  const host = useContext(AttachmentHostContext);
  const path = LIST_PATH[documentType];
  const id = useWatch<Notification>({ name: 'id' }) as number;
  const list = useWatch<Notification>({ name: path }) as Attachment[];
  const sync = host?.syncAttachments;
  const onListChange = useCallback((next: Attachment[]) => sync?.(path, next), [sync, path]);
  if (!host) return null;
  return (
    <Wide>
      <AttachmentList
        notificationId={id}
        documentType={documentType}
        readonly={readonly}
        attachments={list}
        hardSave={host.hardSave}
        onListChange={onListChange}
      />
    </Wide>
  );
}

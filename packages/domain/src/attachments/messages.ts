/** Texts of the attachment message codes; merged into the shared catalogues. */
export const attachmentMessagesRo: Record<string, string> = {
  'attachment.tooMany': 'Sunt permise cel mult {0} documente pe notificare',
  'attachment.uploadBroken': 'Încărcarea documentului nu a reușit. Adăugați documentul din nou.',
};
export const attachmentMessagesEn: Record<string, string> = {
  'attachment.tooMany': 'At most {0} documents are allowed per notification',
  'attachment.uploadBroken': 'The document could not be uploaded. Please add it again.',
};

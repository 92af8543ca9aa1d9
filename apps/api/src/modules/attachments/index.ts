export { attachmentRoutes } from './attachments.routes';
export { openAttachment } from './attachments.service';
export { singleAttachmentParts, singleAttachments } from './single-attachments';
export { startUploadUpkeep } from './upload-upkeep';

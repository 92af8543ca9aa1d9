export { attachmentRoutes } from './attachments.routes';
export { openAttachment } from './attachments.service';
export { singleAttachments } from './single-attachments';
export { startUploadUpkeep } from './upload-upkeep';

export { attachmentRoutes } from './attachments.routes';
export { openAttachment } from './attachments.service';
export { startUploadUpkeep } from './upload-upkeep';

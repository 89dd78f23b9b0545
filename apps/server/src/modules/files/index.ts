/** The files module: uploads, their analysis and questions about them. Other modules use only this file. */
export { createFilesModule } from './files.module';
export type { FilesService } from './files.service';
export { conversationFileQuestions } from './file-questions';

/** The productivity module: tasks, calendar, notes, citations and research. Other modules use only this file. */
export { createProductivityModule } from './productivity.module';
export type { ProductivityService } from './productivity.service';

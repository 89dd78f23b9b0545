export {
  EducationalSubjectsDirectory,
  type EducationalSubjectsDirectoryProps,
} from './components/educational-subjects-directory';

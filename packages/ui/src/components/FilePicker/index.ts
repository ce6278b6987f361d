export { FilePicker, formatFileSize, type FilePickerProps } from './FilePicker.tsx';
export {
  checkFile,
  defaultAcceptedExtensions,
  defaultMaxBytes,
  fileErrorCodes,
  type FileErrorCode,
  type FileRules,
} from './checkFile.ts';

export { ErrorSummary, focusField, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary.tsx';

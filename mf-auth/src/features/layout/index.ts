export { AuthCard, AuthCardSkeleton } from './AuthCard';

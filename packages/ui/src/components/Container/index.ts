export { Container, type ContainerProps } from './Container.tsx';

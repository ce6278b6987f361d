export { LiveAnnouncement, type LiveAnnouncementProps } from './LiveAnnouncement.tsx';

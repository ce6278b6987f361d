export {
  Notice,
  noticeTones,
  noticeAnnouncements,
  type NoticeProps,
  type NoticeTone,
  type NoticeAnnouncement,
} from './Notice.tsx';

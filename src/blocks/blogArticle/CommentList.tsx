// The comments of a post, each with its replies nested under it.
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { SmartLink } from '../../ui/SmartLink';
import type { BlogComment } from './schema';
import styles from './styles.module.css';

/** A commenter's avatar (.avatar) is 56 px. */
const avatarSizes = '56px';

interface CommentListProps {
  comments: readonly BlogComment[];
  saysLabel: string;
  replyLabel: string;
  nested?: boolean;
}

export function CommentList({ comments, saysLabel, replyLabel, nested = false }: CommentListProps) {
  return (
    <ol className={nested ? styles.replies : styles.commentList}>
      {comments.map((comment) => (
        <li key={`${comment.author}-${comment.date}`}>
          <article className={styles.comment}>
            <Picture image={comment.avatar} sizes={avatarSizes} className={styles.avatar} />
            <div>
              <p className={styles.commentMeta}>
                <b className={styles.commentAuthor}>{comment.author}</b>
                {saysLabel && <span> {saysLabel}</span>}
                <span className={styles.commentDate}>{comment.date}</span>
              </p>
              {comment.text.map((paragraph) => (
                <p key={paragraph}>
                  <RichText text={paragraph} />
                </p>
              ))}
              <SmartLink href="#" className={styles.replyLink}>
                {replyLabel}
              </SmartLink>
            </div>
          </article>
          {comment.replies.length > 0 && (
            <CommentList comments={comment.replies} saysLabel={saysLabel} replyLabel={replyLabel} nested />
          )}
        </li>
      ))}
    </ol>
  );
}

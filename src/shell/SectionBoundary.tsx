// What a visitor sees when a block throws in the browser: the rest of the page stays, and the failing
// section is replaced by one short line whose words come from pages/_site.json (labels.sectionFailed),
// so the visitor knows something is missing rather than meeting a silent gap. The error goes to the
// console, naming the block, for developers. (At build time a throwing block stops the build instead.)
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The block type, named in the console message and in `data-failed-block`. */
  type: string;
  /** The notice shown in place of the block. */
  fallbackText: string;
  children: ReactNode;
}

export class SectionBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      `The "${this.props.type}" section failed to render and shows a notice instead:`,
      error,
      info.componentStack,
    );
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="section section--failed" data-failed-block={this.props.type}>
        <div className="container">
          <p>{this.props.fallbackText}</p>
        </div>
      </div>
    );
  }
}

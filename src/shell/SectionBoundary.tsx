// One failing block shows a short notice in its place; the rest of the page still renders.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  type: string;
  fallbackText: string;
  children: ReactNode;
}

export class SectionBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Section "${this.props.type}" failed to render`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="section section--failed" data-failed-block={this.props.type}>
        <div className="container">
          <p>{this.props.fallbackText}</p>
        </div>
      </section>
    );
  }
}

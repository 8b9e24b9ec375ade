// The part of @glidejs/glide's API that src/ui/Carousel.tsx uses (the package ships no types).
declare module '@glidejs/glide' {
  export interface GlideOptions {
    type?: 'slider' | 'carousel';
    startAt?: number;
    perView?: number;
    focusAt?: number | 'center';
    gap?: number;
    autoplay?: number | false;
    hoverpause?: boolean;
    keyboard?: boolean;
    bound?: boolean;
    rewind?: boolean;
    animationDuration?: number;
    animationTimingFunc?: string;
    breakpoints?: Record<number, { perView: number }>;
  }

  export default class Glide {
    constructor(selector: HTMLElement | string, options?: GlideOptions);
    index: number;
    settings: Required<GlideOptions>;
    mount(extensions?: Record<string, unknown>): this;
    update(settings?: GlideOptions): this;
    go(pattern: string): this;
    destroy(): this;
    on(event: string | string[], handler: (context?: unknown) => void): this;
  }
}

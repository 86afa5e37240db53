import { rotationState, stepSlide } from './slideshow-state.ts';

/**
 * <image-slideshow>: shows one slide at a time, turns every `data-interval` ms, and stops for hover, focus
 * and the pause button (WCAG 2.2.2). Visitors who prefer reduced motion start paused. A custom element
 * rather than an island: it is a few hundred bytes, and content pages must stay light.
 */
class ImageSlideshow extends HTMLElement {
  #slides: HTMLElement[] = [];
  #index = 0;
  #timer: ReturnType<typeof setInterval> | undefined;
  #userPaused = false;
  #hovered = false;
  #focusWithin = false;

  connectedCallback() {
    this.#slides = [...this.querySelectorAll<HTMLElement>('[data-slide]')];
    if (this.#slides.length < 2) return;
    this.#index = Math.max(
      0,
      this.#slides.findIndex((slide) => slide.hasAttribute('data-current')),
    );
    this.#userPaused = matchMedia('(prefers-reduced-motion: reduce)').matches;

    this.#button('toggle').addEventListener('click', () => {
      this.#userPaused = !this.#userPaused;
      this.#update();
    });
    this.#button('previous').addEventListener('click', () =>
      this.#show(stepSlide(this.#index, -1, this.#slides.length)),
    );
    this.#button('next').addEventListener('click', () => this.#show(stepSlide(this.#index, 1, this.#slides.length)));
    this.addEventListener('mouseenter', () => this.#setHovered(true));
    this.addEventListener('mouseleave', () => this.#setHovered(false));
    this.addEventListener('focusin', () => this.#setFocusWithin(true));
    this.addEventListener('focusout', (event) => {
      if (!this.contains(event.relatedTarget as Node | null)) this.#setFocusWithin(false);
    });
    this.#update();
  }

  disconnectedCallback() {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  #button(name: string) {
    return this.querySelector<HTMLButtonElement>(`[data-slideshow-${name}]`)!;
  }

  #setHovered(hovered: boolean) {
    this.#hovered = hovered;
    this.#update();
  }

  #setFocusWithin(focusWithin: boolean) {
    this.#focusWithin = focusWithin;
    this.#update();
  }

  #show(index: number) {
    this.#slides[this.#index]?.removeAttribute('data-current');
    this.#index = index;
    this.#slides[index]?.setAttribute('data-current', '');
    // Start fetching the slide after this one, so the next turn never shows a blank frame.
    const upcoming = this.#slides[stepSlide(index, 1, this.#slides.length)]?.querySelector('img');
    if (upcoming) upcoming.loading = 'eager';
  }

  #update() {
    const state = rotationState({
      userPaused: this.#userPaused,
      hovered: this.#hovered,
      focusWithin: this.#focusWithin,
    });
    this.querySelector('[data-slideshow-slides]')?.setAttribute('aria-live', state.live);
    const toggle = this.#button('toggle');
    toggle.setAttribute('aria-label', state.button.name);
    toggle.querySelector('[data-slideshow-toggle-text]')!.textContent = state.button.text;
    toggle.dataset['state'] = this.#userPaused ? 'paused' : 'playing';

    if (state.rotating && this.#timer === undefined) {
      const interval = Number(this.dataset['interval']) || 5000;
      this.#timer = setInterval(() => this.#show(stepSlide(this.#index, 1, this.#slides.length)), interval);
    } else if (!state.rotating) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }
}

if (!customElements.get('image-slideshow')) customElements.define('image-slideshow', ImageSlideshow);

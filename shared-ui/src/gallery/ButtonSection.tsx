// Every button variant in every state, and every link kind.
import { useState } from 'react';
import { useLocation } from '@church/platform/router';
import { Button, buttonVariants, type ButtonVariant } from '../exposed/Button';
import { Readout, Row, Section, Specimen } from './parts';

const states = ['normal', 'loading', 'disabled'] as const;

// The light variants are meant for dark surfaces and the dark ones for light surfaces.
function stageFor(variant: ButtonVariant): 'dark' | 'light' | undefined {
  if (variant === 'light' || variant === 'outline-light') return 'dark';
  if (variant === 'dark' || variant === 'outline-dark') return 'light';
  return undefined;
}

export function ButtonSection({ prefix }: { prefix: string }) {
  const [lastClick, setLastClick] = useState('none');
  const location = useLocation();

  return (
    <>
      <Section aria-label={`Buttons, ${prefix} theme`}>
        <h3>Buttons</h3>
        {states.map((state) => (
          <Row key={state} role="group" aria-label={`${state} buttons`}>
            {buttonVariants.map((variant) => (
              <Specimen key={variant} caption={state} stage={stageFor(variant)}>
                <Button
                  variant={variant}
                  loading={state === 'loading'}
                  disabled={state === 'disabled'}
                  data-testid={`${prefix}-button-${variant}-${state}`}
                  onClick={() => setLastClick(`${variant}-${state}`)}
                >
                  {variant}
                </Button>
              </Specimen>
            ))}
          </Row>
        ))}
        <Row role="group" aria-label="button sizes">
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <Specimen key={size} caption={`size ${size}`}>
              <Button size={size} data-testid={`${prefix}-button-size-${size}`} onClick={() => setLastClick(`size-${size}`)}>
                Size {size}
              </Button>
            </Specimen>
          ))}
        </Row>
        <Readout>
          Last click: <output data-testid={`${prefix}-button-last-click`}>{lastClick}</output>
        </Readout>
      </Section>

      <Section aria-label={`Links, ${prefix} theme`}>
        <h3>Links</h3>
        <Row>
          <Specimen caption="https: plain anchor">
            <Button to="https://example.org/" variant="outline-primary" data-testid={`${prefix}-link-external`}>
              External site
            </Button>
          </Specimen>
          <Specimen caption="//: plain anchor">
            <Button to="//example.org/" variant="outline-primary" data-testid={`${prefix}-link-protocol-relative`}>
              Protocol-relative
            </Button>
          </Specimen>
          <Specimen caption="internal: router link">
            <Button to={`/internal-demo?from=${prefix}`} data-testid={`${prefix}-link-internal`}>
              Internal page
            </Button>
          </Specimen>
          <Specimen caption="new tab: noopener noreferrer">
            <Button to="https://example.org/" newTab variant="ghost" data-testid={`${prefix}-link-new-tab`}>
              Opens a new tab
            </Button>
          </Specimen>
          <Specimen caption="disabled link">
            <Button to="/disabled-demo" disabled data-testid={`${prefix}-link-disabled`}>
              Disabled link
            </Button>
          </Specimen>
        </Row>
        <Readout>
          Router location:{' '}
          <output data-testid={`${prefix}-location`}>
            {location.pathname}
            {location.search}
          </output>
        </Readout>
      </Section>
    </>
  );
}

import { CircleCheck, CircleX, LoaderCircle, RefreshCw, Server } from 'lucide-react';
import type { AnsweringEngine, ConfiguredService } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { useCheckConfiguredServices, useConfiguredServices } from '../api/configured-services';

/** What each service's line says, in plain words. */
function serviceText(service: Pick<ConfiguredService, 'name' | 'address' | 'state' | 'problem'>) {
  const where = `${service.name} at ${service.address}`;
  switch (service.state) {
    case 'answers':
      return `${where} answers.`;
    case 'does-not-answer':
      return `${where} did not answer: ${service.problem ?? 'no reason given'}.`;
    case 'checking':
      return `${where} is being checked…`;
  }
}

const STATE_ICONS = {
  answers: { icon: CircleCheck, className: 'text-success' },
  'does-not-answer': { icon: CircleX, className: 'text-destructive' },
  checking: { icon: LoaderCircle, className: 'animate-spin' },
} as const;

function ServiceLine({ service }: { service: ConfiguredService }) {
  const { icon: Icon, className } = STATE_ICONS[service.state];
  return (
    <li className="flex items-start gap-2">
      <Icon className={`mt-0.5 size-4 shrink-0 ${className}`} aria-hidden />
      <span className="min-w-0 break-words">
        {serviceText(service)}{' '}
        <code className="text-xs text-muted-foreground">{service.variable}</code>
      </span>
    </li>
  );
}

/** The variable of the model server a connected model answers from. */
const MODEL_SERVER_VARIABLE = 'AI_BASE_URL';

/** Which engine answers chat messages, and whether it does: a model server as last checked. */
function EngineLine({ engine }: { engine: AnsweringEngine }) {
  const { icon: Icon, className } = STATE_ICONS[engine.state];
  const text =
    engine.address === null
      ? `${engine.name} runs inside this server and answers.`
      : serviceText({ ...engine, address: engine.address });
  return (
    <p className="flex items-start gap-2">
      <Icon className={`mt-0.5 size-4 shrink-0 ${className}`} aria-hidden />
      <span className="min-w-0 break-words">
        <span className="font-medium text-foreground">Answering engine: </span>
        {text}
        {engine.address !== null && (
          <>
            {' '}
            <code className="text-xs text-muted-foreground">{MODEL_SERVER_VARIABLE}</code>
          </>
        )}
      </span>
    </p>
  );
}

function StatusNote({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-start gap-2">
      <Server className="mt-0.5 size-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}

/**
 * For admins, in AI Generation Settings: which engine answers chat messages and whether it does,
 * whether each service the operator configured answers this server (GET /api/admin/services), and
 * a way to check them again after fixing one.
 */
export function ConfiguredServicesStatus() {
  const { data, isPending, isError, refetch } = useConfiguredServices();
  const recheck = useCheckConfiguredServices();
  const heading = <h4 className="font-medium text-foreground">Configured services</h4>;

  if (isPending) {
    return (
      <section aria-label="Configured services" className="grid gap-2">
        {heading}
        <StatusNote>Asking the server which configured services answer…</StatusNote>
      </section>
    );
  }
  if (isError) {
    return (
      <section aria-label="Configured services" className="grid gap-2">
        {heading}
        <StatusNote>Could not ask the server which configured services answer.</StatusNote>
        <div>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        </div>
      </section>
    );
  }
  // A model server that answers chat messages is told of in the engine's line.
  const services =
    data.engine.address === null
      ? data.services
      : data.services.filter((service) => service.variable !== MODEL_SERVER_VARIABLE);
  return (
    <section aria-label="Configured services" className="grid gap-2">
      {heading}
      <EngineLine engine={data.engine} />
      {data.services.length === 0 && (
        <StatusNote>
          No outside services are configured: this server answers with what it has built in.
        </StatusNote>
      )}
      {services.length > 0 && (
        <ul className="grid gap-1.5">
          {services.map((service, index) => (
            // Two feeds of one category on one host read alike: the order tells them apart.
            <ServiceLine key={`${index} ${service.variable} ${service.name}`} service={service} />
          ))}
        </ul>
      )}
      {data.services.length > 0 && (
        <p className="text-xs">
          As seen from the server {data.instance}; each server behind a load balancer checks on its
          own.
        </p>
      )}
      {recheck.isError && (
        <p role="alert" className="text-destructive">
          The services could not be checked again. Please try again.
        </p>
      )}
      {data.services.length > 0 && (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={recheck.isPending}
            onClick={() => recheck.mutate()}
          >
            <RefreshCw aria-hidden className={recheck.isPending ? 'animate-spin' : undefined} />
            {recheck.isPending ? 'Checking…' : 'Check Again'}
          </Button>
        </div>
      )}
    </section>
  );
}

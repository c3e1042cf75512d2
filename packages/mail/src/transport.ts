import nodemailer, { type Transporter } from 'nodemailer'

/** One SMTP transport for the process; pooled so a burst of e-mails reuses connections. */
export function createMailTransport(smtpUrl: string, poolSize = 5): Transporter {
  const url = new URL(smtpUrl)
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    pool: true,
    maxConnections: poolSize,
    // Local catchers and test servers speak plain SMTP; real servers upgrade with STARTTLS.
    ignoreTLS: url.searchParams.get('tls') === 'false',
  })
}

# syntax=docker/dockerfile:1
# The app as a small, non-root nginx image (README, "Deploying"). One image for every environment:
# the settings come from the container's environment at start (deploy/runtime-config.sh).
#   docker build -t project-admin .
#   docker run -p 8080:8080 -e VITE_API_BASE_URL=https://api.example.com project-admin
# The nginx configuration is the one the `nginx` browser tests run (deploy/nginx).

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build manifest and any source map stay out of the image.
RUN npx vite build --logLevel warn && rm -rf dist/.vite && find dist -name '*.map' -delete

# Debian's nginx, as in the tests, with its precompressed-brotli module.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static curl \
  && rm -rf /var/lib/apt/lists/* \
  && useradd --system --uid 10001 --home-dir /srv/app --shell /usr/sbin/nologin app \
  && mkdir -p /srv/app/runtime /srv/app/tmp
COPY --from=build /app/dist /srv/app/html
COPY deploy/nginx /srv/app/conf
COPY deploy/runtime-config.sh deploy/docker-entrypoint.sh /srv/app/
# Only what start-up and nginx write belong to the app user; the build stays read-only.
RUN chown app /srv/app/runtime /srv/app/tmp
USER app
ENV NGINX_PORT=8080
# The template's example pages are for developers: off in a deployment unless it asks for them.
ENV VITE_SHOW_EXAMPLES=false
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s \
  CMD curl -fsS "http://127.0.0.1:${NGINX_PORT}/healthz" || exit 1
ENTRYPOINT ["/bin/sh", "/srv/app/docker-entrypoint.sh"]

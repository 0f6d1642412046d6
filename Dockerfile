# The table server alone (python -m game serve): no window, no sound.
#   docker build -t bounty-table-server .
#   docker run -p 8765:8765 -v bounty-tables:/data bounty-table-server
FROM python:3.11-slim

WORKDIR /app
COPY pyproject.toml README.md ./
COPY game ./game
COPY assets ./assets
COPY maps ./maps
# editable: the program finds its maps and assets beside the package, as when run from source
RUN pip install --no-cache-dir -e . \
    && useradd --create-home --uid 10001 tables \
    && mkdir /data && chown tables /data

USER tables
ENV PYTHONUNBUFFERED=1 SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
VOLUME ["/data"]
EXPOSE 8765
# Inside the container it must listen on every address for the published port to reach it;
# put a TLS proxy in front (see README, "Hosting for the internet") or mount a certificate and add
# --certfile/--keyfile.
CMD ["python", "-m", "game", "serve", "--host", "0.0.0.0", "--port", "8765", "--data", "/data"]
